import os

from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = get_wsgi_application()

from django.conf import settings  # noqa: E402

# The server refuses to start without a secret key (production is the default: config/settings.py).
if not settings._wrapped.SECRET_KEY:
    raise ImproperlyConfigured(settings.NO_SECRET_KEY)
