import EaselGraphics
import Foundation

/// An alert or an action sheet, like `UIAlertController`: a title, a message and
/// buttons, presented over the presenting controller's view with `present(_:animated:)`.
///
/// Presented, it covers the window with a dimming view (black at 20 %, UIKit's
/// `UIDimmingView` for alerts) over the presenting view, which stays on screen and gets
/// no appearance callbacks (UIKit's `.custom` presentation); its view appears without
/// motion (UIKit's fade and scale are not modelled). A tap on an enabled button
/// dismisses the alert, then calls the action's handler once the dismissal completes,
/// as UIKit does. See `AlertLayout` for the geometry.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// The kind of alert, like `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet of buttons at the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The text under the title, like `UIAlertController.message`.
    open var message: String? { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// The kind of alert, like `UIAlertController.preferredStyle`.
    public let preferredStyle: Style
    /// The buttons, in the order added, like `UIAlertController.actions`.
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order added, like `UIAlertController.textFields`; `nil`
    /// until one is added.
    public private(set) var textFields: [TextField]?
    /// The action drawn bold in an alert (the one the return key triggers), like
    /// `UIAlertController.preferredAction`; it must be one of `actions`.
    open var preferredAction: AlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                Trace.diagnostic("preferredAction of \(traceName) is not one of its actions; ignored")
                self.preferredAction = oldValue
            }
            viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// An alert, like `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        presentationController?.traitOverrides.userInterfaceLevel = .elevated
    }

    /// An action sheet's popover, like its `popoverPresentationController` on an iPad:
    /// set its `sourceView` (or `sourceItem`) there, as UIKit requires. Easel shows the
    /// action sheet as on an iPhone, at the bottom edge, in every environment.
    private lazy var actionSheetPopoverStorage =
        PopoverPresentationController(presentedViewController: self, presenting: nil)

    override var actionSheetPopover: PopoverPresentationController? {
        preferredStyle == .actionSheet ? actionSheetPopoverStorage : nil
    }

    /// An action sheet presented in a horizontally regular environment (an iPad)
    /// without a source is reported, where UIKit raises; it is shown as on an iPhone,
    /// as are those with a source.
    override func checkPresentation(in traits: TraitCollection) {
        guard preferredStyle == .actionSheet, traits.horizontalSizeClass == .regular,
              actionSheetPopoverStorage.sourceView == nil, actionSheetPopoverStorage.sourceItem == nil else { return }
        Trace.diagnostic("\(traceName) is an action sheet presented in a regular width without "
                         + "popoverPresentationController.sourceView or sourceItem (UIKit raises): "
                         + "it is shown at the bottom edge, as on an iPhone")
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Adds a button, like `addAction(_:)`. A second cancel action is reported and
    /// ignored, where UIKit throws.
    open func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Trace.diagnostic("\(traceName) can only have one action with a style of cancel; "
                                    + "\(action.title ?? "untitled") was not added")
        }
        action.alert = self
        actions.append(action)
        viewIfLoaded?.setNeedsDisplay()
    }

    /// Adds a text field under the message, like `addTextField(configurationHandler:)`:
    /// a 13-point borderless field that `configurationHandler` sets up (placeholder,
    /// secure entry …). Only alerts have text fields: on an action sheet it is reported
    /// and ignored, where UIKit throws.
    open func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return Trace.diagnostic("text fields can only be added to an alert controller of style alert; "
                                    + "\(traceName) is an action sheet")
        }
        let field = TextField(frame: .zero)
        field.font = AlertLayout.textFieldFont
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        if let view = viewIfLoaded {
            view.addSubview(field)
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
    }

    open override func loadView() {
        view = AlertView(alert: self)
        for field in textFields ?? [] { view.addSubview(field) }
    }

    /// The first text field takes the keyboard once the alert is on screen, as UIKit's
    /// alerts do.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = textFields?.first?.becomeFirstResponder()
    }

    override var presentationSlides: Bool { false }

    /// A tap on `action`'s button: dismisses, then calls the handler.
    func actionWasTapped(_ action: AlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        Trace.record(TraceEvent("alertAction", controller: traceName, message: action.title))
        dismiss(animated: true) {
            action.handler?(action)
        }
    }
}
