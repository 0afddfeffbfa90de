/** What the fakes found wrong during a test; useMockApi fails the test with them at its end (a throw inside a handler would only become a 500 the app may survive). */
const problems: string[] = [];

export const reportProblem = (problem: string) => {
  problems.push(problem);
};

export const takeProblems = () => problems.splice(0);
