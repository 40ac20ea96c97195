// The repository's axe helper (test/axe.ts) for the kit's jsdom tests, as `#testing/axe.ts`: a package's `imports`
// map cannot point outside the package, so this one module climbs to it for every test of the kit.
export { axeViolations } from '../../../../test/axe.ts';
