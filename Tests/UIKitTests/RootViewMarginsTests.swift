import Testing
import UIKit

/// A view controller's view keeps UIKit's system minimum layout margins; a collection
/// view's background view fills it without scrolling.
@MainActor
@Suite struct RootViewMarginsTests {
    @Test func aRootViewsMarginsGuideStartsAtTheSafeAreaAndSixteenPointsIn() {
        let controller = GuidePinnedController { $0.layoutMarginsGuide }
        let window = showOnIPhone16e(controller)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        commit(window)
        #expect(controller.content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8)
        commit(window)
        #expect(controller.content.frame == CGRect(x: 24, y: 51, width: 358, height: 755))
        controller.viewRespectsSystemMinimumLayoutMargins = true
        commit(window)
        #expect(controller.content.frame == CGRect(x: 24, y: 51, width: 350, height: 755))
    }

    @Test func aCollectionViewsBackgroundViewFillsItAndDoesNotScroll() {
        let window = makeWindow(width: 100, height: 100)
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let background = UILabel()
        background.text = "Nothing"
        collectionView.backgroundView = background
        window.addSubview(collectionView)
        commit(window)
        #expect(background.superview === collectionView)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        collectionView.contentSize = CGSize(width: 100, height: 400)
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        commit(window)
        #expect(background.frame == CGRect(x: 0, y: 50, width: 100, height: 100))
        collectionView.backgroundView = nil
        #expect(background.superview == nil)
    }
}
