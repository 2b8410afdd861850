"""Django settings: SQLite, four languages, static files served by WhiteNoise (no CDN).

Production is the default. Development (DEBUG, a fixed public key, the runserver) is chosen
explicitly with `DJANGO_ENV=development`: `make run` and the test suite (pyproject's
`[tool.pytest_env]`) do so. Everything a server needs is read from the environment; see the
README, "Putting it on a server":

- `DJANGO_SECRET_KEY` or `DJANGO_SECRET_KEY_FILE` (production refuses to start without one);
- `DJANGO_ALLOWED_HOSTS`, `DJANGO_CSRF_TRUSTED_ORIGINS` (comma-separated);
- `DJANGO_HTTPS` (default 1 in production: redirect to HTTPS, secure cookies, HSTS),
  `DJANGO_BEHIND_PROXY` (1: trust the proxy's X-Forwarded-Proto), `DJANGO_HSTS_SECONDS`,
  `DJANGO_HSTS_INCLUDE_SUBDOMAINS`, `DJANGO_HSTS_PRELOAD` (both off unless set to 1);
- `DJANGO_LOG_LEVEL`;
- mail for password resets: `DJANGO_EMAIL_HOST`, `DJANGO_EMAIL_PORT`, `DJANGO_EMAIL_USER`,
  `DJANGO_EMAIL_PASSWORD`, `DJANGO_EMAIL_TLS`, `DJANGO_EMAIL_TIMEOUT` (seconds, default 10),
  `DJANGO_DEFAULT_FROM_EMAIL` (development prints mail on the console);
  `DJANGO_LOGIN_FAILURE_LIMIT` (failed logins before a one-hour lockout, default 5).
"""

import hashlib
import os
import tempfile
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def _env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    if value.strip().lower() in ("1", "true", "yes", "on"):
        return True
    if value.strip().lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"{name} must be 1 or 0, not {value!r}")


def _env_list(name: str, default: str) -> list[str]:
    return [x.strip() for x in os.environ.get(name, default).split(",") if x.strip()]


ENVIRONMENT = os.environ.get("DJANGO_ENV", "production").strip().lower()
if ENVIRONMENT not in ("production", "development"):
    raise ImproperlyConfigured(f"DJANGO_ENV must be 'production' or 'development', not {ENVIRONMENT!r}")
DEVELOPMENT = ENVIRONMENT == "development"
DEBUG = DEVELOPMENT and _env_bool("DJANGO_DEBUG", True)

# The development key is public (it is in this file): production refuses it, and refuses to start without a key.
DEV_SECRET_KEY = "dev-only-not-secret-mahjong-scorer"


NO_SECRET_KEY = (
    "No secret key: production (the default; DJANGO_ENV=development chooses the development server) "
    "needs DJANGO_SECRET_KEY or DJANGO_SECRET_KEY_FILE (make serve keeps one outside the repository). "
    "Make one with: python -c 'import secrets; print(secrets.token_urlsafe(50))'"
)


def _secret_key() -> str:
    """The key from the environment; in production never the public one. Missing in production: empty,
    so that commands that need no key (compilemessages, collectstatic, migrate) still run, while the
    servers refuse to start (config/wsgi.py) and Django refuses every use of the key."""
    key = os.environ.get("DJANGO_SECRET_KEY", "").strip()
    key_file = os.environ.get("DJANGO_SECRET_KEY_FILE", "").strip()
    if not key and key_file:
        try:
            key = Path(key_file).read_text(encoding="utf-8").strip()
        except OSError as e:
            raise ImproperlyConfigured(f"DJANGO_SECRET_KEY_FILE {key_file!r} cannot be read: {e}") from e
    if DEVELOPMENT:
        return key or DEV_SECRET_KEY
    if key and (key == DEV_SECRET_KEY or len(key) < 50 or len(set(key)) < 5 or key.startswith("django-insecure-")):
        raise ImproperlyConfigured(
            "The secret key is the public development key or too weak (production needs at least 50 "
            "characters, 5 different ones): make one with "
            "python -c 'import secrets; print(secrets.token_urlsafe(50))'"
        )
    return key


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = _env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost" + (",testserver" if DEVELOPMENT else ""))
CSRF_TRUSTED_ORIGINS = _env_list("DJANGO_CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "template_partials",
    "calculator",
    "scoresheet",
    "clubs",
    "axes",  # login throttling: after the apps whose templates override its own
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # pages and JSON compressed on the way out; static files come compressed from WhiteNoise above
    "django.middleware.gzip.GZipMiddleware",
    "calculator.middleware.content_security_policy",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "calculator.middleware.lang_param_middleware",
    "scoresheet.middleware.GuardMiddleware",  # secret-link pages kept by no shared cache; a NUL refused (400)
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # last: turns a locked-out login into the lockout page (429)
    "axes.middleware.AxesMiddleware",
    # innermost, synchronous: under ASGI the whole chain runs in one thread (config/middleware.py)
    "config.middleware.one_thread",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"

# SQLite by default; PostgreSQL (psycopg 3) when DATABASE_URL says so, e.g. postgres://user@127.0.0.1:5432/db
DATABASES = {
    # no persistent connections: under ASGI (`make serve`) each request runs in a thread of its own, so a kept
    # connection would never be used again and PostgreSQL's 100 would run out (Django's docs: "disable persistent
    # connections" in async mode); a connection is opened per request, bounded by config/asgi.py's REQUESTS_AT_ONCE
    "default": dj_database_url.config(default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=0),
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # every outbound call bounded: a database that does not answer fails the request in 10 s, not never
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", 10)
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Each change is one transaction that writes: take the write lock at BEGIN and wait for it, so two
    # scorekeepers recording at once are serialised (PostgreSQL does it with SELECT ... FOR UPDATE).
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Tests on a file, not in memory: threads (the concurrency tests) each open their own connection.
    _tag = hashlib.sha1(str(BASE_DIR).encode()).hexdigest()[:10]
    # ... one per process (xdist's workers add their own suffix): two test runs at once never share a file
    DATABASES["default"]["TEST"] = {
        "NAME": str(Path(tempfile.gettempdir()) / f"mahjong-test-{_tag}-{os.getpid()}.sqlite3")
    }

LANGUAGE_CODE = "zh-hans"
LANGUAGES = [
    ("zh-hans", "简体中文"),
    ("zh-hant", "繁體中文"),
    ("ja", "日本語"),
    ("en", "English"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
# the club's clock: the times on the pages (a session's history); stored in UTC whatever this says
TIME_ZONE = os.environ.get("DJANGO_TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", BASE_DIR / "staticfiles"))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # production: hashed names (cached for a year) plus .gz / .br copies, made by `collectstatic` (`make serve`)
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEVELOPMENT
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Requests: the API reads at most calculator.limits.MAX_BODY bytes itself; forms are GET query strings.
DATA_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024

# Rate limits without an account (scoresheet/ratelimit.py): new sessions and imports an hour from one address
# (0: no limit; the test settings say 0, their own tests set a limit). Counted in a cache that every worker
# process of the server shares: files under DJANGO_CACHE_DIR (default: a folder in the system's temporary one).
RATE_LIMITS = {
    "new_session": (int(os.environ.get("DJANGO_RATE_LIMIT_NEW_SESSION", "30")), 3600),
    "import": (int(os.environ.get("DJANGO_RATE_LIMIT_IMPORT", "20")), 3600),
}
_CACHE_DIR = Path(tempfile.gettempdir()) / f"mahjong-ratelimit-{hashlib.sha1(str(BASE_DIR).encode()).hexdigest()[:10]}"
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "ratelimit": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
        "LOCATION": os.environ.get("DJANGO_CACHE_DIR", str(_CACHE_DIR)),
    },
}

# ------------------------------------------------------------- accounts ---
# Django's own auth (clubs/: sign up, log in/out, password reset by e-mail). django-axes throttles logins:
# after AXES_FAILURE_LIMIT failed attempts for one user name from one address, that pair is locked out for
# an hour (a 429 page); a successful login clears the count. Its backend must come first.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "clubs:index"
LOGOUT_REDIRECT_URL = "clubs:index"
AXES_FAILURE_LIMIT = int(os.environ.get("DJANGO_LOGIN_FAILURE_LIMIT", 5))
AXES_COOLOFF_TIME = 1  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"
AXES_CLIENT_IP_CALLABLE = "clubs.accounts.client_ip"
AXES_USERNAME_CALLABLE = "clubs.accounts.client_username"
AXES_VERBOSE = False
PASSWORD_RESET_TIMEOUT = 3 * 24 * 3600
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Mail (password reset): printed on the console in development; SMTP in production, from the environment.
if DEVELOPMENT:
    EMAIL_BACKEND = os.environ.get("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
else:
    EMAIL_BACKEND = os.environ.get("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = os.environ.get("DJANGO_EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("DJANGO_EMAIL_PORT", 25))
EMAIL_HOST_USER = os.environ.get("DJANGO_EMAIL_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("DJANGO_EMAIL_PASSWORD", "")
EMAIL_USE_TLS = _env_bool("DJANGO_EMAIL_TLS", False)
# every talk with the SMTP server gives up after this many seconds (connect, greeting, each reply): a silent
# server held a request forever; a failed mail is logged and the page says so (clubs/mail.py)
EMAIL_TIMEOUT = float(os.environ.get("DJANGO_EMAIL_TIMEOUT", 10))
DEFAULT_FROM_EMAIL = os.environ.get("DJANGO_DEFAULT_FROM_EMAIL", "mahjong@localhost")

# ---------------------------------------------------------------- HTTPS ---
HTTPS = not DEVELOPMENT and _env_bool("DJANGO_HTTPS", True)
BEHIND_PROXY = _env_bool("DJANGO_BEHIND_PROXY", False)
if BEHIND_PROXY:
    # only behind a proxy that sets X-Forwarded-Proto itself (and strips the client's)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    USE_X_FORWARDED_HOST = _env_bool("DJANGO_USE_X_FORWARDED_HOST", False)
SECURE_SSL_REDIRECT = HTTPS
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", 31_536_000)) if HTTPS else 0
# includeSubDomains and preload only when asked: the app is often installed on a subdomain of someone
# else's domain (mahjong.example.org), whose other hosts these would force onto HTTPS (preload: for years,
# in the browsers' own list). check --deploy warns when they are off (security.W005, security.W021): that
# is the choice made here, so those two warnings are silenced then, and only then.
SECURE_HSTS_INCLUDE_SUBDOMAINS = _env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = _env_bool("DJANGO_HSTS_PRELOAD", False)
SILENCED_SYSTEM_CHECKS = [
    *([] if SECURE_HSTS_INCLUDE_SUBDOMAINS else ["security.W005"]),
    *([] if SECURE_HSTS_PRELOAD else ["security.W021"]),
]
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
LANGUAGE_COOKIE_SECURE = HTTPS
SESSION_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"

# Content-Security-Policy (calculator.middleware.content_security_policy): everything from our own
# origin, no inline script or style, no eval. htmx's indicator <style> is off (templates/base.html).
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

# ---------------------------------------------------------------- logs ---
LOG_LEVEL = os.environ.get("DJANGO_LOG_LEVEL", "WARNING").upper()
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    # no secret link in a log: "Not Found: /s/…/" (config/logs.py; gunicorn's access log: config/gunicorn.conf.py)
    "filters": {"secret_links": {"()": "config.logs.SecretLinkFilter"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain", "filters": ["secret_links"]}},
    "loggers": {
        # every uncaught error (500) with its traceback, and 4xx warnings
        "django.request": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        "django.security": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        "calculator": {"handlers": ["console"], "level": "WARNING"},
        "axes": {"handlers": ["console"], "level": "WARNING", "propagate": False},
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
}
