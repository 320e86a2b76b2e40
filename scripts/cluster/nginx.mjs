// nginx in front: round-robin without stickiness, event streams unbuffered (docs/operations.md).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxBin } from '../prerequisites.mjs';

const NGINX = nginxBin();

/** The configuration: the same directives as the one in docs/operations.md, with local paths. */
export function nginxConfig(dir, port, upstreamPorts) {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `# Written by scripts/cluster.mjs; see docs/operations.md.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}
events { worker_connections 1024; }

http {
  # Which process served each request (the fault test reads it to kill the one holding an event stream).
  log_format upstream '$remote_addr [$time_local] "$request" $status $upstream_addr';
  access_log ${join(dir, 'nginx-access.log')} upstream;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};

  upstream mapa {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 51m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Only failures to reach a process: its own 502/503 answers (AI not configured, busy) are answers, and
    # counting them would mark healthy processes down.
    proxy_next_upstream error timeout;

    location = /api/documents/events {
      proxy_pass http://mapa;
      # Local cluster only (it shows internal addresses): which process holds a stream, for the fault test.
      add_header X-Mapa-Upstream $upstream_addr always;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location = /api/ai/completeText {
      proxy_pass http://mapa;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }

    location / {
      proxy_pass http://mapa;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Writes the configuration, checks it (`nginx -t`) and runs nginx in the foreground as a child. */
export function startNginx(dir, port, upstreamPorts) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { child, conf, url: `http://127.0.0.1:${port}` };
}
