import { describe, expect, it } from 'vitest';
import { extractName } from '../../../lambdas/resume/fields/name';
import { sized } from './support/text-lines';

// Two rules of this round met: a name broken at its hyphen is joined first, which empties the
// line of its rest, and the name's later lines are then read on past that empty line.
describe('a name set over lines, after another rule has joined or ended it', () => {
  it('reads on past the line emptied by joining a given name broken at its hyphen', () => {
    const read = sized(['Jean-', 26], ['Pierre', 26], ['K.', 26], ['Moreau', 26], ['Chef de projet BTP', 10.5]);
    expect(extractName(read, ['jp.moreau@orange.fr'])?.name).toBe('Jean-Pierre K. Moreau');
  });

  it('ends a name set in capitals over lines at a line in natural case (Word formats, no type sizes)', () => {
    const read = sized(['MATEUS'], ['FERREIRA DA SILVA'], ['Engenheiro de Dados'], ['CONTATO']);
    expect(extractName(read, ['mateus.fsilva@outlook.com.br'])?.name).toBe('Mateus Ferreira da Silva');
    // A surname in capitals above given names in natural case is still read on.
    const surnameFirst = sized(['OKAFOR', 22], ['Chidinma Grace', 22], ['Chartered Accountant', 10]);
    expect(extractName(surnameFirst, ['chidinma.okafor@gmail.com'])?.name).toBe('Chidinma Grace Okafor');
  });
});
