/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Play_HintInputs */

const en_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow LAN centers and communities and never miss their events.`)
};

const de_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folge LAN-Centern und Communitys und verpasse keine ihrer Events.`)
};

const fr_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez des LAN centers et des communautés et ne manquez aucun de leurs événements.`)
};

const es_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue LAN centers y comunidades y no te pierdas ninguno de sus eventos.`)
};

const pt_br2_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siga LAN centers e comunidades e não perca nenhum evento.`)
};

const ja_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターやコミュニティをフォローして、イベントを見逃さないようにしましょう。`)
};

const ko_auth_signup_play_hint = /** @type {(inputs: Auth_Signup_Play_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터와 커뮤니티를 팔로우하고 이벤트를 놓치지 마세요.`)
};

/**
* | output |
* | --- |
* | "Follow LAN centers and communities and never miss their events." |
*
* @param {Auth_Signup_Play_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_play_hint = /** @type {((inputs?: Auth_Signup_Play_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Play_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_play_hint(inputs)
	if (locale === "fr") return fr_auth_signup_play_hint(inputs)
	if (locale === "es") return es_auth_signup_play_hint(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_play_hint(inputs)
	if (locale === "ja") return ja_auth_signup_play_hint(inputs)
	if (locale === "ko") return ko_auth_signup_play_hint(inputs)
	return en_auth_signup_play_hint(inputs)
});