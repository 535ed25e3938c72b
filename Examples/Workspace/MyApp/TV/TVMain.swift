import UIKit

// The widget folder's catalog is shared into this target.
let poster = UIImage(named: "tv_poster")
