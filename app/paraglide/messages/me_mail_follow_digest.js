/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Mail_Follow_DigestInputs */

const en_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New events from centers and communities I follow`)
};

const de_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Events von Centern und Communitys, denen ich folge`)
};

const fr_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux événements des centres et communautés que je suis`)
};

const es_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevos eventos de centros y comunidades que sigo`)
};

const pt_br2_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos eventos de centros e comunidades que sigo`)
};

const ja_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中のセンターやコミュニティの新しいイベント`)
};

const ko_me_mail_follow_digest = /** @type {(inputs: Me_Mail_Follow_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로우하는 센터와 커뮤니티의 새 이벤트`)
};

/**
* | output |
* | --- |
* | "New events from centers and communities I follow" |
*
* @param {Me_Mail_Follow_DigestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_follow_digest = /** @type {((inputs?: Me_Mail_Follow_DigestInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Mail_Follow_DigestInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_mail_follow_digest(inputs)
	if (locale === "fr") return fr_me_mail_follow_digest(inputs)
	if (locale === "es") return es_me_mail_follow_digest(inputs)
	if (locale === "pt-BR") return pt_br2_me_mail_follow_digest(inputs)
	if (locale === "ja") return ja_me_mail_follow_digest(inputs)
	if (locale === "ko") return ko_me_mail_follow_digest(inputs)
	return en_me_mail_follow_digest(inputs)
});