// Shared vitest setup. DOM matchers are registered for component tests (files that opt into jsdom
// with a `// @vitest-environment jsdom` first line).
import '@testing-library/jest-dom/vitest';
