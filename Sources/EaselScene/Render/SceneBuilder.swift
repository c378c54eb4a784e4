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
    /// The views that have constraints, with them, in the order of the file.
    private var constrainedViews: [(view: View, constraints: [SceneConstraint])] = []
    /// The constraints that have ids, for events to find.
    private(set) var constraintsByID: [String: LayoutConstraint] = [:]
    /// The views that have gesture recognizers, with them, for the stage to attach.
    private(set) var gestures: [(view: View, gestures: [SceneGesture])] = []

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
        for property in node.properties {
            if case .constraints(let constraints) = property { constrainedViews.append((view, constraints)) }
            property.apply(to: view)
        }
        if !node.gestures.isEmpty { gestures.append((view, node.gestures)) }
        for subview in node.subviews {
            if let stack = view as? StackView { stack.addArrangedSubview(build(subview)) } else { view.addSubview(build(subview)) }
        }
        return view
    }

    /// Activates every view's constraints, once the whole tree is in the window (so
    /// `superview` and every id resolve), like `NSLayoutConstraint.activate(_:)`.
    mutating func activateConstraints() {
        for (view, constraints) in constrainedViews {
            LayoutConstraint.activate(constraints.map { constraint in
                let other = constraint.item.flatMap { item -> AnyObject? in
                    let target: View? = switch item.target {
                    case .superview: view.superview
                    case .view(let id): viewsByID[id]
                    }
                    return switch item.guide {
                    case .none: target
                    case .safeArea: target?.safeAreaLayoutGuide
                    case .margins: target?.layoutMarginsGuide
                    }
                }
                let made = LayoutConstraint(item: view, attribute: constraint.attribute, relatedBy: constraint.relation,
                                            toItem: other, attribute: constraint.item?.attribute ?? .notAnAttribute,
                                            multiplier: constraint.multiplier, constant: constraint.constant)
                made.priority = LayoutPriority(rawValue: constraint.priority)
                if let id = constraint.id {
                    made.identifier = id
                    constraintsByID[id] = made
                }
                return made
            })
        }
    }
}
