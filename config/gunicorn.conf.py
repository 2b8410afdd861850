"""Gunicorn settings for `make serve` (read by `gunicorn -c config/gunicorn.conf.py`, which serves
config.asgi:application).

Event-loop workers (gunicorn's own `asgi` worker class: asyncio, no other package): each worker reads
every connection from one event loop, so a client that sends its request slowly, a byte at a time,
costs a socket and a few bytes of buffer, never a thread; 50 such clients do not delay anyone else
(tests/serve/test_slow_clients.py, `python -m bench --only slow_clients`). Only a request that has
fully arrived, headers and body, gets a thread: Django runs it there, at most GUNICORN_THREADS requests
at once per worker (config/asgi.py). The threaded workers used before
(gthread) gave each connection a thread as soon as its first byte came and waited for its headers
without a deadline: 16 slow clients stopped the site.

Behind a reverse proxy that buffers requests (nginx, Caddy: README "Putting it on a server") slow
clients never reach us at all. Every number can be changed from the environment.
"""

from __future__ import annotations

import os

wsgi_app = "config.asgi:application"  # the name gunicorn gives its app setting, ASGI or WSGI
bind = os.environ.get("GUNICORN_BIND", f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}")
worker_class = "asgi"
asgi_loop = "asyncio"
asgi_lifespan = "off"  # Django's ASGI app answers HTTP only
workers = int(os.environ.get("GUNICORN_WORKERS", os.environ.get("WEB_CONCURRENCY", "2")))
# GUNICORN_THREADS (default 8) is read by config/asgi.py: the requests Django runs at once per worker
# a worker whose event loop is silent this long is restarted (a slow request runs in a thread: not silent)
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "10"))
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))
# requests are small: a score request's body is at most 64 KB (calculator/limits.py), a page's URL a few KB;
# a body is capped by config/asgi.py
limit_request_line = 8190
limit_request_fields = 100
limit_request_field_size = 8190
# load the app once, in the master: a missing secret key stops the server at once with its message
preload_app = True
# X-Forwarded-* are trusted from these addresses only (the reverse proxy)
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-")
# the access log masks every secret link (/s/<token>/, /c/join/<token>/, ...): config/logs.py
logger_class = "config.logs.AccessLogger"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
# no control socket in $HOME: several servers (tests, the bench) may run side by side
control_socket_disable = os.environ.get("GUNICORN_CONTROL_SOCKET", "") == ""
if not control_socket_disable:
    control_socket = os.environ["GUNICORN_CONTROL_SOCKET"]
