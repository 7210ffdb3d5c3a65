"""Rules engines for Puerto Rico, San Juan and Río de la Plata.

Pure Python: runs on CPython 3.11+ and on Pyodide (Python 3.14). Never imports browser modules.
"""

ENGINE_VERSION = "0.1.0"
