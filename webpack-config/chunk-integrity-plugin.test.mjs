/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ChunkIntegrityPlugin, NO_FILE } from './chunk-integrity-plugin.mjs';

const sha384 = (file) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** A production build of an entry that loads a page chunk with a style sheet of its own. */
function compile(dir) {
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/index.js'), "import('./page').then((page) => page.draw());\n");
  fs.writeFileSync(path.join(dir, 'src/page.js'), "import './page.css';\nexport const draw = () => 'drawn';\n");
  fs.writeFileSync(path.join(dir, 'src/page.css'), '.page { color: rebeccapurple; }\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    resolveLoader: { modules: [path.resolve(__dirname, '../node_modules')] },
    plugins: [new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:8].css' }), new ChunkIntegrityPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve(stats));
    }),
  );
}

describe('ChunkIntegrityPlugin', () => {
  it('writes each loadable chunk’s real sha384 into the runtime, which sets it on the chunk’s script and sheet', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-integrity-'));
    try {
      await compile(dir);
      const dist = path.join(dir, 'dist');
      const runtime = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
      const script = fs.readdirSync(dist).find((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name)) ?? '';
      const sheet = fs.readdirSync(dist).find((name) => name.endsWith('.css')) ?? '';
      // The hashes are those of the files as written (minified, named by their real content hash).
      expect(runtime).toContain(`"${sha384(path.join(dist, script))}"`);
      expect(runtime).toContain(`"${sha384(path.join(dist, sheet))}"`);
      expect(runtime).not.toContain('GFMCHUNKINTEGRITY');
      // Both loaders set it, and refuse a chunk the list lacks.
      expect(runtime.match(/\.integrity=\w+\.integrity\.(js|css)\[/g)).toHaveLength(2);
      expect(runtime.split(NO_FILE)).toHaveLength(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
