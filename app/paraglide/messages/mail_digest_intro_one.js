/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Digest_Intro_OneInputs */

const en_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A LAN center or community you follow has published a new event.`)
};

const de_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein LAN-Center oder eine Community, der Sie folgen, hat eine neue Veranstaltung veröffentlicht.`)
};

const fr_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un centre LAN ou une communauté que vous suivez a publié un nouvel événement.`)
};

const es_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un centro LAN o una comunidad que sigues ha publicado un nuevo evento.`)
};

const pt_br2_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um LAN center ou uma comunidade que você segue publicou um novo evento.`)
};

const ja_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中の LAN センターまたはコミュニティが新しいイベントを公開しました。`)
};

const ko_mail_digest_intro_one = /** @type {(inputs: Mail_Digest_Intro_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로우한 LAN 센터나 커뮤니티가 새 이벤트를 게시했습니다.`)
};

/**
* | output |
* | --- |
* | "A LAN center or community you follow has published a new event." |
*
* @param {Mail_Digest_Intro_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_intro_one = /** @type {((inputs?: Mail_Digest_Intro_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_Intro_OneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_intro_one(inputs)
	if (locale === "fr") return fr_mail_digest_intro_one(inputs)
	if (locale === "es") return es_mail_digest_intro_one(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_intro_one(inputs)
	if (locale === "ja") return ja_mail_digest_intro_one(inputs)
	if (locale === "ko") return ko_mail_digest_intro_one(inputs)
	return en_mail_digest_intro_one(inputs)
});