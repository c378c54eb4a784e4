import Foundation

/// A view that draws a list accessory: transparent, taking no touches and drawn again at
/// every size, as the outline disclosure chevron and the multiselect circle are.
class DrawnAccessoryView: View {
    init() {
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }
}
