/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_IntroInputs */

const en_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your venue and our team will get back to you within 1-2 business days with everything you need to get started.`)
};

const de_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzählen Sie uns von Ihrer Location, und unser Team meldet sich innerhalb von 1–2 Werktagen mit allem, was Sie für den Start brauchen.`)
};

const fr_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre lieu : notre équipe vous répondra sous 1 à 2 jours ouvrés avec tout ce qu’il faut pour démarrer.`)
};

const es_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos sobre tu local y nuestro equipo te responderá en 1-2 días hábiles con todo lo que necesitas para empezar.`)
};

const pt_br2_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte-nos sobre o seu espaço e nossa equipe vai responder em 1 a 2 dias úteis com tudo o que você precisa para começar.`)
};

const ja_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設について教えてください。1～2営業日以内に、始めるために必要なことをすべてチームからお知らせします。`)
};

const ko_landing_signup_intro = /** @type {(inputs: Landing_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장에 대해 알려 주시면 영업일 기준 1~2일 안에 시작에 필요한 모든 것을 안내해 드립니다.`)
};

/**
* | output |
* | --- |
* | "Tell us about your venue and our team will get back to you within 1-2 business days with everything you need to get started." |
*
* @param {Landing_Signup_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_intro = /** @type {((inputs?: Landing_Signup_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_intro(inputs)
	if (locale === "fr") return fr_landing_signup_intro(inputs)
	if (locale === "es") return es_landing_signup_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_intro(inputs)
	if (locale === "ja") return ja_landing_signup_intro(inputs)
	if (locale === "ko") return ko_landing_signup_intro(inputs)
	return en_landing_signup_intro(inputs)
});