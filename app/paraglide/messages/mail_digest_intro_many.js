/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Digest_Intro_ManyInputs */

const en_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN centers and communities you follow have published ${i?.count} new events.`)
};

const de_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN-Center und Communitys, denen Sie folgen, haben ${i?.count} neue Veranstaltungen veröffentlicht.`)
};

const fr_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des centres LAN et communautés que vous suivez ont publié ${i?.count} nouveaux événements.`)
};

const es_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centros LAN y comunidades que sigues han publicado ${i?.count} nuevos eventos.`)
};

const pt_br2_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN centers e comunidades que você segue publicaram ${i?.count} novos eventos.`)
};

const ja_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`フォロー中の LAN センターやコミュニティが新しいイベントを ${i?.count} 件公開しました。`)
};

const ko_mail_digest_intro_many = /** @type {(inputs: Mail_Digest_Intro_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`팔로우한 LAN 센터와 커뮤니티가 새 이벤트 ${i?.count}개를 게시했습니다.`)
};

/**
* | output |
* | --- |
* | "LAN centers and communities you follow have published {count} new events." |
*
* @param {Mail_Digest_Intro_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_intro_many = /** @type {((inputs: Mail_Digest_Intro_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_Intro_ManyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_intro_many(inputs)
	if (locale === "fr") return fr_mail_digest_intro_many(inputs)
	if (locale === "es") return es_mail_digest_intro_many(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_intro_many(inputs)
	if (locale === "ja") return ja_mail_digest_intro_many(inputs)
	if (locale === "ko") return ko_mail_digest_intro_many(inputs)
	return en_mail_digest_intro_many(inputs)
});