// HeadlessSnapKit — A small SnapKit-compatible constraint layer over HeadlessUIKit's Auto Layout.
