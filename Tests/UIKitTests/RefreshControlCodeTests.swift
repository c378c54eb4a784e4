import Testing
import UIKit

/// A list that refreshes when pulled down, written as on iOS (the `#selector` is a
/// method reference, the one edit Linux needs).
final class PullToRefreshListController: UITableViewController {
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        let refresh = UIRefreshControl()
        refresh.tintColor = .red
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addTarget(self, action: PullToRefreshListController.reload, for: .valueChanged)
        refreshControl = refresh
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func reload(_ sender: UIRefreshControl) {
        refreshes += 1
    }
}

@MainActor
@Suite struct RefreshControlCodeTests {
    @Test func aPullRefreshesTheTableViewControllersListInTheTintColor() throws {
        let list = PullToRefreshListController(style: .plain)
        let window = UIWindow(size: CGSize(width: 200, height: 400), scale: 1)
        window.backgroundColor = .white
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let refresh = try #require(list.refreshControl)
        #expect(list.tableView.refreshControl === refresh)
        #expect(!refresh.isRefreshing)

        window.scheduleDrag(along: [CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 390)], duration: 0.5)
        window.eventLoop.run(for: 3)
        #expect(list.refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(list.tableView.adjustedContentInset.top == 60)
        #expect(list.tableView.contentOffset.y == -60)
        let image = try frameImage(of: window)
        let spinnerPixels = (0..<60).flatMap { y in (80..<120).map { x in pixel(image, x, y) } }
        #expect(spinnerPixels.contains { $0.red > 200 && $0.green < 120 && $0.blue < 120 }, "a red spinner")

        refresh.endRefreshing()
        window.eventLoop.runUntilIdle()
        #expect(!refresh.isRefreshing)
        #expect(list.tableView.contentOffset.y == 0)
        #expect(list.refreshes == 1, "endRefreshing sends nothing")
    }

    @Test func beginRefreshingByCodeShowsTheSpinnerWithoutSendingValueChanged() throws {
        let list = PullToRefreshListController(style: .plain)
        let window = UIWindow(size: CGSize(width: 200, height: 400), scale: 1)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let refresh = try #require(list.refreshControl)
        refresh.beginRefreshing()
        window.eventLoop.runUntilIdle()
        #expect(refresh.isRefreshing)
        #expect(list.refreshes == 0)
        #expect(refresh.attributedTitle?.string == "Pull to refresh")
        #expect(list.tableView.adjustedContentInset.top == 60)
    }
}
