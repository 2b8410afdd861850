"""Gunicorn settings for `make serve` (read by `gunicorn -c config/gunicorn.conf.py config.wsgi`).

Threaded workers (gthread): a client that sends its request slowly, or never finishes its body,
ties up one thread, not a worker; `workers * threads` requests run at once. Behind a reverse proxy
that buffers requests (nginx, Caddy: README "Putting it on a server") slow clients never reach us.
Every number can be changed from the environment.
"""

import os

bind = os.environ.get("GUNICORN_BIND", f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}")
worker_class = "gthread"
workers = int(os.environ.get("GUNICORN_WORKERS", os.environ.get("WEB_CONCURRENCY", "2")))
threads = int(os.environ.get("GUNICORN_THREADS", "8"))
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", "200"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))  # a worker silent this long is restarted
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "10"))
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))
# requests are small: a score request's body is at most 64 KB (calculator/limits.py), a page's URL a few KB
limit_request_line = 8190
limit_request_fields = 100
limit_request_field_size = 8190
# load the app once, in the master: a missing secret key stops the server at once with its message
preload_app = True
# X-Forwarded-* are trusted from these addresses only (the reverse proxy)
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-")
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
# no control socket in $HOME: several servers (tests, the bench) may run side by side
control_socket_disable = os.environ.get("GUNICORN_CONTROL_SOCKET", "") == ""
if not control_socket_disable:
    control_socket = os.environ["GUNICORN_CONTROL_SOCKET"]
