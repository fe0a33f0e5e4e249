#!/usr/bin/env python3
"""An impostor of the presenter, for the speaker channel's trust tests (run as another user).

Usage: fake-presenter.py FOLDER LOG
Makes FOLDER (mode 0777, as another local user could in /tmp), listens at
FOLDER/talk.0000000000000000.PID.sock (mode 0777), tells every client a deck and a position as
the presenter does, and appends every byte a client sends to LOG (which must exist and be
writable). Runs until killed. A view that trusts it shows its slide and sends it `hello`.
"""
import json, os, select, socket, sys

folder, log = sys.argv[1], sys.argv[2]
os.makedirs(folder, exist_ok=True)
os.chmod(folder, 0o777)
path = f"{folder}/talk.0000000000000000.{os.getpid()}.sock"
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
os.chmod(path, 0o777)
server.listen(8)
greeting = (
    json.dumps({"v": 1, "type": "deck", "path": "/impostor/talk.md", "hash": "fnv1a64:0"}) + "\n"
).encode()
clients = []
while True:
    ready, _, _ = select.select([server] + clients, [], [])
    for sock in ready:
        if sock is server:
            client, _ = server.accept()
            client.sendall(greeting)
            clients.append(client)
            continue
        data = sock.recv(4096)
        if not data:
            clients.remove(sock)
            sock.close()
            continue
        with open(log, "ab") as out:
            out.write(data)
