// An interest's pages: the topic's page and its video category page, on the server and in the app.

/** What an interest's page is called: the topic, or its videos on the video category page (/videos/{category}/{id}/). */
export function interestPageName(interest: { name: string }, videos: boolean): string {
  return videos ? `${interest.name} videos` : interest.name;
}

/** An interest's page (/ideas/{urlName}/{id}/), or its video category page (/videos/{urlName}/{id}/). */
export function interestPath(interest: { id: string; urlName: string }, videos: boolean): string {
  return `/${videos ? 'videos' : 'ideas'}/${interest.urlName}/${interest.id}/`;
}
