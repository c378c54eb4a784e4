import Easel

/// Pins `bar` to the bottom of `root` above the keyboard, as an input accessory bar is
/// laid out: full width, 44 points tall, its bottom on `keyboardLayoutGuide`'s top.
@MainActor
func pinAboveTheKeyboard(_ bar: View, in root: View) {
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
}
