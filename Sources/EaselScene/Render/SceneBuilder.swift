import Easel
import Foundation

/// Makes the views of a `SceneTree`: each created as its class, named by its id,
/// given its properties in order, then given its subviews (so a parent's frame is set
/// before children arrive and no autoresizing runs while building). A stack view's
/// subviews are its arranged subviews, as `UIStackView(arrangedSubviews:)` makes them.
@MainActor
struct SceneBuilder {
    /// The views that have ids, for events to find.
    private(set) var viewsByID: [String: View] = [:]

    /// Builds `node` and its subtree.
    mutating func build(_ node: ViewNode) -> View {
        let view: View
        switch node.viewClass {
        case .view: view = View()
        case .label: view = Label(frame: .zero)
        case .imageView: view = ImageView(frame: .zero)
        case .canvas: view = Canvas()
        case .stackView: view = StackView(frame: .zero)
        }
        if let id = node.id {
            view.accessibilityIdentifier = id
            viewsByID[id] = view
        }
        for property in node.properties { property.apply(to: view) }
        for subview in node.subviews {
            if let stack = view as? StackView { stack.addArrangedSubview(build(subview)) } else { view.addSubview(build(subview)) }
        }
        return view
    }
}
