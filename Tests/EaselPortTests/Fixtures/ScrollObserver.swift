//
//  ScrollObserver.swift
//
//  An NSObject subclass that follows a scroll view's offset by key-value observing,
//  as pull-to-refresh libraries do. `easel port` turns this file into
//  Tests/UIKitSwift5Tests/ScrollObserver.swift (PortedFixtureTests checks it).
//

import UIKit

private var observerContext = 0

final class ScrollObserver: NSObject {
    private(set) var offsets: [CGFloat] = []
    private weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: &observerContext)
    }

    func stop() {
        scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: &observerContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &observerContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let offset = change?[.newKey] as? CGPoint {
            offsets.append(offset.y)
        }
    }
}
