/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_B1Inputs */

const en_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verified listing on our map and directory`)
};

const de_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein verifizierter Eintrag auf unserer Karte und im Verzeichnis`)
};

const fr_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fiche vérifiée sur notre carte et dans l’annuaire`)
};

const es_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ficha verificada en nuestro mapa y directorio`)
};

const pt_br2_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um anúncio verificado no nosso mapa e diretório`)
};

const ja_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図とディレクトリへの認証済み掲載`)
};

const ko_landing_signup_b1 = /** @type {(inputs: Landing_Signup_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도와 디렉터리에 인증 매장으로 등록`)
};

/**
* | output |
* | --- |
* | "A verified listing on our map and directory" |
*
* @param {Landing_Signup_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_b1 = /** @type {((inputs?: Landing_Signup_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_b1(inputs)
	if (locale === "fr") return fr_landing_signup_b1(inputs)
	if (locale === "es") return es_landing_signup_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_b1(inputs)
	if (locale === "ja") return ja_landing_signup_b1(inputs)
	if (locale === "ko") return ko_landing_signup_b1(inputs)
	return en_landing_signup_b1(inputs)
});