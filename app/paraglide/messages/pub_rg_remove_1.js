/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Remove_1Inputs */

const en_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam and advertising, and reviews copied to several centers.`)
};

const de_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam und Werbung sowie Bewertungen, die bei mehreren Centern gleich eingestellt wurden.`)
};

const fr_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le spam et la publicité, ainsi que les avis copiés sur plusieurs centres.`)
};

const es_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El spam y la publicidad, y las reseñas copiadas en varios centros.`)
};

const pt_br2_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam e publicidade, e avaliações copiadas em vários centros.`)
};

const ja_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スパムや広告、複数のセンターにコピーされたレビュー。`)
};

const ko_pub_rg_remove_1 = /** @type {(inputs: Pub_Rg_Remove_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`스팸과 광고, 여러 센터에 복사된 리뷰.`)
};

/**
* | output |
* | --- |
* | "Spam and advertising, and reviews copied to several centers." |
*
* @param {Pub_Rg_Remove_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_1 = /** @type {((inputs?: Pub_Rg_Remove_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Remove_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove_1(inputs)
	if (locale === "fr") return fr_pub_rg_remove_1(inputs)
	if (locale === "es") return es_pub_rg_remove_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove_1(inputs)
	if (locale === "ja") return ja_pub_rg_remove_1(inputs)
	if (locale === "ko") return ko_pub_rg_remove_1(inputs)
	return en_pub_rg_remove_1(inputs)
});