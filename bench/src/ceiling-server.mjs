// The ceiling of the load test: one recorded response (body bytes and headers, exactly as the
// real server sent them) answered from memory by a bare node:http server, nothing else. The real
// server's throughput is reported as a fraction of this one's, measured on the same machine in
// the same run. Plain JavaScript so that no loader sits in front of it.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, headersFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { ...JSON.parse(fs.readFileSync(headersFile, 'utf8')), 'content-length': String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
