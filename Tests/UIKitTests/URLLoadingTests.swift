import Testing
import UIKit

/// An image view that loads its image from a URL with Foundation's `URLSession`, as
/// iOS code does without an image library: `import UIKit` alone gives it URL loading.
private final class RemoteImageView: UIImageView {
    /// The task that loads `url` into the view, not started.
    func task(loading url: URL) -> URLSessionDataTask {
        var request = URLRequest(url: url)
        request.cachePolicy = .returnCacheDataElseLoad
        return URLSession.shared.dataTask(with: request) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async { self?.image = image }
        }
    }

    func load(from url: URL) {
        task(loading: url).resume()
    }
}

@MainActor @Suite struct URLLoadingTests {
    /// The task is made and never started: swift-corelibs-foundation's URL loading can
    /// trap when a started task is cancelled while it fails (its task registry), so the
    /// test touches no network.
    @Test func uiKitCodeMakesURLSessionTasks() throws {
        let view = RemoteImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let url = try #require(URL(string: "https://example.invalid/avatar.png"))
        let task = view.task(loading: url)
        #expect(task.originalRequest?.url == url && task.originalRequest?.cachePolicy == .returnCacheDataElseLoad)
        #expect(task.state == .suspended)
        #expect(view.image == nil)
    }
}
