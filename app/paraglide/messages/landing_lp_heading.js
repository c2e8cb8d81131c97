/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_HeadingInputs */

const en_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Network as a LAN Party Organizer`)
};

const de_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werden Sie als LAN-Party-Veranstalter Teil unseres Netzwerks`)
};

const fr_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez notre réseau en tant qu’organisateur de LAN party`)
};

const es_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a nuestra red como organizador de LAN parties`)
};

const pt_br2_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à nossa rede como organizador de LAN party`)
};

const ja_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー主催者としてネットワークに参加`)
};

const ko_landing_lp_heading = /** @type {(inputs: Landing_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 주최자로 네트워크에 가입하세요`)
};

/**
* | output |
* | --- |
* | "Join Our Network as a LAN Party Organizer" |
*
* @param {Landing_Lp_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_heading = /** @type {((inputs?: Landing_Lp_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_heading(inputs)
	if (locale === "fr") return fr_landing_lp_heading(inputs)
	if (locale === "es") return es_landing_lp_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_heading(inputs)
	if (locale === "ja") return ja_landing_lp_heading(inputs)
	if (locale === "ko") return ko_landing_lp_heading(inputs)
	return en_landing_lp_heading(inputs)
});