# The classroom server as a JupyterHub managed service: the hub starts it, restarts it when it
# stops, and proxies it at https://HUB/services/wordgames/ (the hub gives the server that prefix
# in JUPYTERHUB_SERVICE_PREFIX, and the server's pages use relative addresses under it).
# Merge it into your hub's own jupyterhub_config.py (`c` is the hub's config object there).
#
# Tried with JupyterHub 6.1.1 and configurable-http-proxy on one machine (DummyAuthenticator):
# the hub started the service under /services/wordgames/, a table was made and played through
# the hub's proxy (a page from another site was refused, the teacher's page needed the key),
# and when the service was killed the hub started it again within its 30 s poll, the table
# brought back. tests/server/test_jupyterhub_service.py checks that this file loads with the
# hub's config loader and that its command serves under the hub's prefix.
#
# What it gives: one server for the whole school's hub, reached through the hub's address.
# What it does not give yet: students signed in by the hub. The lobby still asks for a name;
# making the hub's login the student's name needs the server to check the hub's OAuth
# (jupyterhub.services.auth.HubOAuthenticated on the lobby's handlers, "oauth_no_confirm").
import sys

c = get_config()  # type: ignore[name-defined]  # noqa: F821 - JupyterHub's config loader

c.JupyterHub.services = [
    {
        "name": "wordgames",
        # The hub's proxy sends /services/wordgames/ here; keep it on localhost.
        "url": "http://127.0.0.1:8866",
        # sys.executable is the hub's own Python: wordgames must be installed in it
        # (pip install 'wordgames[server]'), or name the Python that has it here.
        "command": [sys.executable, "-m", "wordgames", "app", "--port", "8866",
                    "--ip", "127.0.0.1", "--classroom", "/srv/wordgames-classroom"],
        # The teacher's key is in /srv/wordgames-classroom/server/teacher-key (and in the
        # hub's log, which the server's first lines go to).
        "display": True,
    },
]
# Let every signed-in user see the service in the hub's Services menu (JupyterHub 2+ roles).
c.JupyterHub.load_roles = [
    {"name": "user", "scopes": ["self", "access:services!service=wordgames"]},
]
