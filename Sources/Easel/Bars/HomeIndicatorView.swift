import Foundation

/// The home indicator iOS draws at the bottom of a screen without a home button: a
/// 134 × 5 point capsule centred 8 points above the bottom edge (the size simulator
/// screenshots show in portrait; Apple documents none), dark over light content and
/// light over dark. Shown over a window that opts in (`Window.showsSystemOverlays`);
/// hidden while the shown controller's `prefersHomeIndicatorAutoHidden` is `true`.
@MainActor
final class HomeIndicatorView: View {
    static let size = CGSize(width: 134, height: 5)
    static let bottomGap: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.size.height / 2
        accessibilityIdentifier = "HomeIndicator"
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }
}
