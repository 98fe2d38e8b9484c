"""`python -m regnum` runs the `regnum` command, for environments without the script on PATH."""

from regnum.cli import main

if __name__ == "__main__":  # a spawned worker process imports this module again: do not rerun
    main()
