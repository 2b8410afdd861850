#!/usr/bin/env python
import os
import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["score"]:
        # the lean start: `score FILE [--jsonl]` needs nothing of Django (calculator/scoring.py);
        # any other arguments (--help, --settings, ...) go through Django's command below
        from calculator.scoring import lean_main

        code = lean_main(sys.argv[2:])
        if code is not None:
            sys.exit(code)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
