/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_B2Inputs */

const en_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local content cache for busy arenas`)
};

const de_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein lokaler Content-Cache für volle Arenen`)
};

const fr_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cache de contenu local pour les arènes très fréquentées`)
};

const es_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una caché de contenido local para arenas concurridas`)
};

const pt_br2_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um cache de conteúdo local para arenas movimentadas`)
};

const ja_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混み合うアリーナ向けのローカルコンテンツキャッシュ`)
};

const ko_landing_valhallan_b2 = /** @type {(inputs: Landing_Valhallan_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`붐비는 아레나를 위한 로컬 콘텐츠 캐시`)
};

/**
* | output |
* | --- |
* | "A local content cache for busy arenas" |
*
* @param {Landing_Valhallan_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_b2 = /** @type {((inputs?: Landing_Valhallan_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_b2(inputs)
	if (locale === "fr") return fr_landing_valhallan_b2(inputs)
	if (locale === "es") return es_landing_valhallan_b2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_b2(inputs)
	if (locale === "ja") return ja_landing_valhallan_b2(inputs)
	if (locale === "ko") return ko_landing_valhallan_b2(inputs)
	return en_landing_valhallan_b2(inputs)
});