import Easel
import EaselGraphics
import Foundation

/// A view placed by constraints (`translatesAutoresizingMaskIntoConstraints` off), with a
/// trace name.
@MainActor
func constrainedView(_ id: String) -> View {
    let view = View(frame: .zero)
    view.accessibilityIdentifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A view with a fixed intrinsic content size.
final class SizedView: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ id: String, _ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        accessibilityIdentifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { size }
}

extension View {
    /// Pins the view's four edges to another view's (or guide's) edges, with insets.
    @MainActor
    func pinEdges(to view: View, insets: EdgeInsets = .zero) {
        LayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -insets.bottom),
        ])
    }
}

extension LayoutConstraint {
    /// The constraint with its priority set (before activation).
    @MainActor
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
