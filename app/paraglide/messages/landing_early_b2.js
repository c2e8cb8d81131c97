/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_B2Inputs */

const en_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Central license management and a local content cache`)
};

const de_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zentrale Lizenzverwaltung und ein lokaler Content-Cache`)
};

const fr_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une gestion centralisée des licences et un cache de contenu local`)
};

const es_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión centralizada de licencias y una caché de contenido local`)
};

const pt_br2_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestão central de licenças e um cache de conteúdo local`)
};

const ja_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンスの一括管理とローカルのコンテンツキャッシュ`)
};

const ko_landing_early_b2 = /** @type {(inputs: Landing_Early_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`중앙 라이선스 관리와 로컬 콘텐츠 캐시`)
};

/**
* | output |
* | --- |
* | "Central license management and a local content cache" |
*
* @param {Landing_Early_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_b2 = /** @type {((inputs?: Landing_Early_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_b2(inputs)
	if (locale === "fr") return fr_landing_early_b2(inputs)
	if (locale === "es") return es_landing_early_b2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_b2(inputs)
	if (locale === "ja") return ja_landing_early_b2(inputs)
	if (locale === "ko") return ko_landing_early_b2(inputs)
	return en_landing_early_b2(inputs)
});