"""An example schedbench plug-in: one offline heuristic (``cuckoo``) and one
online policy on the simulation core (``castor``). Both use only
``schedbench``'s public names."""
