"""Problem definitions, one module per paper: solution type, evaluator and
the ``register(reg)`` function that binds the paper's instances,
formulations and heuristics together.

Nothing here imports the registry: :mod:`schedbench.plugins` finds these
``register`` functions by name (``BUILTIN_PROVIDERS``), by the same path as a
plug-in package's problems.
"""
