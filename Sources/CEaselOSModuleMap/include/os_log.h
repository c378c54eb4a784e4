// `os.log`: its declarations are Swift's, in the `os` module (Sources/os).
