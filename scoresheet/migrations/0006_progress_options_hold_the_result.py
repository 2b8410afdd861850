# ruff: noqa: RUF012
"""The final result's options (starting and return points, uma, bankruptcy) move from five columns of their own into
`progress_options`, where every other progress option already was: a rule set's table is data of the rule set, not
columns of the session. Oka was derived from them and is not kept (the rule set's progress says it)."""

from django.db import migrations

MOVED = ("start_points", "return_points", "uma", "tobi")


def forwards(apps, schema_editor):
    Session = apps.get_model("scoresheet", "Session")
    for session in Session.objects.exclude(scoring_preset="").iterator():
        opts = dict(session.progress_options or {})
        for key in MOVED:
            opts[key] = getattr(session, key)
        session.progress_options = opts
        session.save(update_fields=["progress_options"])


def backwards(apps, schema_editor):
    Session = apps.get_model("scoresheet", "Session")
    for session in Session.objects.exclude(scoring_preset="").iterator():
        opts = dict(session.progress_options or {})
        values = {key: opts.pop(key) for key in MOVED if key in opts}
        session.start_points = int(values.get("start_points", 0))
        session.return_points = int(values.get("return_points", 0))
        session.uma = list(values.get("uma", []))
        session.tobi = bool(values.get("tobi", False))
        n = session.players.count()
        session.oka = (session.return_points - session.start_points) * n
        session.progress_options = opts
        session.save()


class Migration(migrations.Migration):
    dependencies = [("scoresheet", "0005_imported_from")]

    operations = [
        migrations.RunPython(forwards, backwards),
        migrations.RemoveField("session", "start_points"),
        migrations.RemoveField("session", "return_points"),
        migrations.RemoveField("session", "uma"),
        migrations.RemoveField("session", "oka"),
        migrations.RemoveField("session", "tobi"),
    ]
