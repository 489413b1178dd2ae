# CPack DEB packaging, .desktop and AppStream files.
