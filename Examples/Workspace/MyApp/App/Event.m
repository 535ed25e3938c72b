#import "Event.h"

// The event types GitHub sends; each has an icon of the same name.
NSString *const EventTypes[] = {
    @"PushEvent",
    @"IssuesClosedEvent",
};

@implementation Event
@end
