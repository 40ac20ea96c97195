#!/usr/bin/env node
// The README's two commands, on any machine with Node.js 18 or newer and npm:
//
//   node scripts/quickstart.mjs start     install, then the site with its API server and demo data
//   node scripts/quickstart.mjs test      install, then every test (what CI runs)
//
// The project runs on Node 24 and pnpm at the version pinned in package.json. When the Node that runs this script is
// older (Node 20 is still the default of several Linux distributions) or pnpm is missing, both are fetched once from
// the npm registry into a cache outside the repository (the `node-<platform>-<arch>` package holds the official
// binary) and used from there; nothing is installed globally. Written for Node 18 on purpose: no newer syntax or APIs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const PNPM_VERSION = pkg.packageManager.split('@')[1];
const NODE_MAJOR = 24;
const MIN_NODE = pkg.engines.node.replace(/^>=/, '');
const toolchainDir =
  process.env.MOMENTO_TOOLCHAIN_DIR || path.join(os.homedir(), '.cache', 'momento-toolchain');
const commands = { start: ['start'], test: ['test'], install: [] };

const command = process.argv[2];
if (!command || !(command in commands)) {
  console.error(
    'usage: node scripts/quickstart.mjs start | test | install   (extra arguments go to the pnpm script)',
  );
  process.exit(2);
}

function log(message) {
  console.log(`[quickstart] ${message}`);
}

/** a >= b for dotted versions ('24.1.0' >= '22.12'). */
function atLeast(a, b) {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] || 0) !== (y[i] || 0)) return (x[i] || 0) > (y[i] || 0);
  }
  return true;
}

/** The npm package with the official Node binary for this machine, or null where none is published. */
function nodePackage() {
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  return platform && arch ? `node-${platform}-${arch}` : null;
}

function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(toolchainDir, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

/** Installs packages into the toolchain cache with the npm that came with the running Node. */
function npmInstall(specs) {
  mkdirSync(toolchainDir, { recursive: true });
  log(`fetching ${specs.join(' and ')} from the npm registry into ${toolchainDir} (once)`);
  // The cache folder is the npm project here, so the repository's own devEngines check does not apply.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      toolchainDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...specs,
    ],
    {
      cwd: toolchainDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(
      '[quickstart] npm could not fetch the toolchain; check the network and the npm registry settings.',
    );
    process.exit(result.status || 1);
  }
}

/**
 * The Node binary to run the project with (this one when recent enough, else Node 24 from the toolchain cache) and
 * pnpm's CLI at the pinned version (a JavaScript file that Node runs). What is missing is fetched in one npm install:
 * `npm install --no-save` removes what it was not asked for, so the specs always name everything the cache holds.
 */
function toolchain() {
  const ownNode = atLeast(process.versions.node, MIN_NODE);
  const name = nodePackage();
  if (!ownNode && !name) {
    console.error(
      `[quickstart] Node ${process.versions.node} is too old (the project needs ${MIN_NODE} or newer), and no Node package is published for ${process.platform}-${process.arch}: install Node ${NODE_MAJOR} and run this again.`,
    );
    process.exit(1);
  }
  const nodeVersion = ownNode ? null : installedVersion(name);
  const needNode = !ownNode && (!nodeVersion || Number(nodeVersion.split('.')[0]) !== NODE_MAJOR);
  const needPnpm = installedVersion('pnpm') !== PNPM_VERSION;
  if (needNode || needPnpm)
    npmInstall([...(ownNode ? [] : [`${name}@${NODE_MAJOR}`]), `pnpm@${PNPM_VERSION}`]);
  const node = ownNode ? process.execPath : path.join(toolchainDir, 'node_modules', name, 'bin', 'node');
  if (!ownNode)
    log(
      `Node ${process.versions.node} is older than ${MIN_NODE}: using Node ${installedVersion(name)} from ${toolchainDir}`,
    );
  return { node, pnpm: path.join(toolchainDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs') };
}

const { node, pnpm } = toolchain();
// The project's Node and the pinned pnpm come first on PATH, so that every script pnpm starts (and their children,
// which may call `pnpm` by name) runs on them too.
const bin = path.join(toolchainDir, 'node_modules', '.bin');
const env = { ...process.env, PATH: [path.dirname(node), bin, process.env.PATH || ''].join(path.delimiter) };

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(node, [pnpm, ...args], { cwd: root, env, stdio: 'inherit' });
    // Ctrl-C reaches the child through the terminal; a SIGTERM sent to this process is passed on.
    const forward = () => child.kill('SIGTERM');
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      resolve(code === null ? (signal === 'SIGINT' ? 130 : 1) : code);
    });
  });
}

log(`node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}, pnpm ${PNPM_VERSION}`);
const installed = await run(['install']);
if (installed !== 0) process.exit(installed);
if (commands[command].length === 0) process.exit(0);
process.exit(await run([...commands[command], ...process.argv.slice(3)]));
