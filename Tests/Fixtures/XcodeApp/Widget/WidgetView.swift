import SwiftUI
import UIKit

struct WidgetView: View {
    var body: some View {
        Image(uiImage: UIImage(named: "widget_bg")!)
        // The app's catalog is not in the widget's bundle.
        Image(uiImage: UIImage(named: "tab_home")!)
        // The widget's own catalog has a badge too.
        Image(uiImage: UIImage(named: "badge")!)
    }
}
