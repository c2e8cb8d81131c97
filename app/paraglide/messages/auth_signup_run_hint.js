/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Run_HintInputs */

const en_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List your LAN center or LAN party; you can follow others too.`)
};

const de_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage dein LAN-Center oder deine LAN-Party ein; anderen folgen kannst du trotzdem.`)
};

const fr_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référencez votre LAN center ou votre LAN party ; vous pouvez aussi en suivre d'autres.`)
};

const es_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica tu LAN center o tu LAN party; también puedes seguir a otros.`)
};

const pt_br2_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divulgue seu LAN center ou sua LAN party; você também pode seguir outros.`)
};

const ja_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターやLANパーティーを掲載できます。他の会場のフォローも可能です。`)
};

const ko_auth_signup_run_hint = /** @type {(inputs: Auth_Signup_Run_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터나 LAN 파티를 등록하세요. 다른 곳도 팔로우할 수 있어요.`)
};

/**
* | output |
* | --- |
* | "List your LAN center or LAN party; you can follow others too." |
*
* @param {Auth_Signup_Run_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_run_hint = /** @type {((inputs?: Auth_Signup_Run_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Run_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_run_hint(inputs)
	if (locale === "fr") return fr_auth_signup_run_hint(inputs)
	if (locale === "es") return es_auth_signup_run_hint(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_run_hint(inputs)
	if (locale === "ja") return ja_auth_signup_run_hint(inputs)
	if (locale === "ko") return ko_auth_signup_run_hint(inputs)
	return en_auth_signup_run_hint(inputs)
});