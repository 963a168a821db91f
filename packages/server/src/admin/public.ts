// The public face of the admin domain: what other domains may import. Everything else in admin/ is its own.
export { listAnnouncements, listCustomArticles } from './custom-content-repository';
