import Foundation
import Testing
import UIKit

// The initializers iOS code writes for its controllers, views and cells, each the way
// UIKit's designated and required initializers make people write them: they compile
// unchanged and build what they build on iOS.

/// A screen that takes its model in a designated initializer of its own, the most
/// common shape of a programmatic controller.
final class ArticleViewController: UIViewController {
    private let headline: String
    let headlineLabel = UILabel()

    init(headline: String) {
        self.headline = headline
        super.init(nibName: nil, bundle: nil)
        title = "Article"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        headlineLabel.text = headline
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headlineLabel)
        NSLayoutConstraint.activate([
            headlineLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            headlineLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }
}

/// A screen that overrides UIKit's designated initializer to set itself up, and also
/// decodes through `super`, as screens that once lived in a storyboard do.
class MailboxViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        title = "Mailbox"
        tabBarItem = UITabBarItem(title: "Mailbox", image: nil, tag: 1)
    }
}

/// A screen whose `init()` is designated: no `override`, because UIViewController's
/// `init()` is a convenience initializer.
final class WelcomeViewController: UIViewController {
    let greeting: String

    init() {
        greeting = "Welcome"
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen with no designated initializer of its own: it inherits UIKit's, so its
/// convenience initializer can call `self.init()`.
final class ComposeViewController: UIViewController {
    private(set) var draft = ""

    convenience init(draft: String) {
        self.init()
        self.draft = draft
    }
}

/// A navigation controller subclass that styles its bar in the initializer it overrides.
final class LargeTitleNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A view with the shared-setup pattern: both UIKit initializers call one method.
final class TagView: UIView {
    let textLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemIndigo
        layer.cornerRadius = 4
        textLabel.textColor = .white
        textLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        addSubview(textLabel)
    }
}

/// A view made with `init()` that is not an override (UIView's `init()` is a
/// convenience initializer).
final class HairlineView: UIView {
    init() {
        super.init(frame: .zero)
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 2)
    }
}

/// A cell registered by class: the table makes it through its override of
/// `init(style:reuseIdentifier:)`.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A collection cell registered by class that builds its content in `override
/// init(frame:)`, the shape of nearly every cell written for iOS; a header does the same.
final class ThumbnailCell: UICollectionViewCell {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.text = "Thumbnail"
        contentView.addSubview(captionLabel)
        contentView.backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AlbumHeaderView: UICollectionReusableView {
    private(set) var madeWithFrame: CGRect?

    override init(frame: CGRect) {
        madeWithFrame = frame
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table screen with its own `init()` calling UIKit's `init(style:)`.
final class MessagesViewController: UITableViewController {
    private let messages = ["Lunch at noon?", "The build is green"]

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.detailTextLabel?.text = "Today"
        return cell
    }
}

/// A button subclass that sets its look in `init(frame:)`.
final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGreen
        layer.cornerRadius = 8
        setTitle("Go", for: .normal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct InitializerPatternTests {
    @Test func aControllerWithItsOwnDesignatedInitializerLoadsAndLaysOutItsView() throws {
        let window = makeWindow(width: 200, height: 100)
        let controller = ArticleViewController(headline: "Easel 1.0")
        window.rootViewController = controller
        commit(window)
        #expect(controller.title == "Article")
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(controller.headlineLabel.frame.origin == CGPoint(x: 16, y: 8))
        #expect(pixel(try frameImage(of: window), 2, 2) == .white)
    }

    @Test func overridingTheDesignatedInitializerKeepsTheInheritedNoArgumentOne() {
        let plain = MailboxViewController()
        let named = MailboxViewController(nibName: "Mailbox", bundle: .main)
        #expect(plain.title == "Mailbox" && plain.tabBarItem.title == "Mailbox")
        #expect(plain.nibName == nil)
        #expect(named.title == "Mailbox" && named.nibName == "Mailbox" && named.nibBundle == .main)
    }

    @Test func aNonOverridingInitIsTheDesignatedOne() {
        #expect(WelcomeViewController().greeting == "Welcome")
    }

    @Test func aConvenienceInitializerDelegatesToTheInheritedInit() {
        let controller = ComposeViewController(draft: "Hi")
        #expect(controller.draft == "Hi")
        #expect(controller.view != nil)
    }

    @Test func aNavigationControllerSubclassOverridesInitWithRootViewController() {
        let root = ArticleViewController(headline: "A")
        let navigation = LargeTitleNavigationController(rootViewController: root)
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === root)
        #expect(navigation.navigationBar.prefersLargeTitles)
    }

    @Test func viewsMadeWithEitherInitializerSetThemselvesUp() throws {
        let window = makeWindow(width: 60, height: 40)
        let tag = TagView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let hairline = HairlineView()
        #expect(hairline.frame == .zero)
        #expect(hairline.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2))
        hairline.frame = CGRect(x: 0, y: 30, width: 60, height: 2)
        window.addSubview(tag)
        window.addSubview(hairline)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 20, 10) == UIColor.systemIndigo.pixel)
        #expect(pixel(image, 30, 31) == UIColor.systemRed.pixel)
        #expect(pixel(image, 50, 10) == .white)
    }

    @Test func aCellRegisteredByClassIsMadeThroughItsOverride() {
        let window = makeWindow(width: 320, height: 200)
        let controller = MessagesViewController()
        window.rootViewController = controller
        commit(window)
        let cells = controller.tableView.visibleCells
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0 is MessageCell && $0.accessoryType == .disclosureIndicator })
        #expect(cells.map { $0.detailTextLabel?.text } == ["Today", "Today"])
        #expect(cells.map { $0.reuseIdentifier } == [MessageCell.reuseIdentifier, MessageCell.reuseIdentifier])
    }

    @Test func aCollectionCellRegisteredByClassIsMadeThroughItsInitFrameOverride() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                          collectionViewLayout: layout)
        collection.register(ThumbnailCell.self, forCellWithReuseIdentifier: "thumbnail")
        collection.register(AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "album")
        let first = IndexPath(item: 0, section: 0)
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "thumbnail", for: first) as? ThumbnailCell
        #expect(cell?.captionLabel.superview === cell?.contentView)
        #expect(cell?.captionLabel.text == "Thumbnail")
        #expect(cell?.contentView.backgroundColor == .systemTeal)
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 withReuseIdentifier: "album", for: first)
        #expect((header as? AlbumHeaderView)?.madeWithFrame == .zero)
    }

    @Test func aButtonSubclassSetsItsLookInInitFrame() throws {
        let window = makeWindow(width: 80, height: 40)
        let button = PillButton(frame: CGRect(x: 10, y: 5, width: 60, height: 30))
        window.addSubview(button)
        commit(window)
        #expect(button.title(for: .normal) == "Go")
        #expect(pixel(try frameImage(of: window), 14, 20) == UIColor.systemGreen.pixel)
    }

    @Test func decodingFailsWithADiagnosticAsEaselHasNoArchives() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let (objects, messages) = Diagnostics.collect { () -> [AnyObject?] in
            [MailboxViewController(coder: coder), TagView(coder: coder), UIView(coder: coder),
             LargeTitleNavigationController(coder: coder), PillButton(coder: coder)]
        }
        #expect(objects.allSatisfy { $0 == nil })
        #expect(messages == ["MailboxViewController", "TagView", "View", "LargeTitleNavigationController", "PillButton"]
            .map { "\($0) cannot be decoded: Easel reads no storyboards, nibs or archives" })
    }

    @Test func aControllerNamingANibLoadsAPlainViewWithADiagnostic() {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        let (view, messages) = Diagnostics.collect { controller.view }
        #expect(view != nil && view?.subviews.isEmpty == true)
        #expect(messages == ["ViewController has nibName \"Main\": Easel reads no nibs; loading a plain view"])
    }
}
