/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S1_P0Inputs */

const en_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We work with hardware, furniture and installation partners who can equip your rooms, so you deal with one plan instead of a dozen suppliers.`)
};

const de_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir arbeiten mit Partnern für Hardware, Möbel und Installation zusammen, die Ihre Räume ausstatten können, sodass Sie einen Plan statt eines Dutzends Lieferanten haben.`)
};

const fr_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous travaillons avec des partenaires en matériel, mobilier et installation qui peuvent équiper vos salles : vous gérez un seul projet au lieu d’une douzaine de fournisseurs.`)
};

const es_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajamos con socios de hardware, mobiliario e instalación que pueden equipar tus salas, así tratas con un solo plan en lugar de una docena de proveedores.`)
};

const pt_br2_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalhamos com parceiros de hardware, mobiliário e instalação que podem equipar seus espaços, então você lida com um só plano em vez de uma dúzia de fornecedores.`)
};

const ja_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ハードウェア、家具、設置のパートナーと連携して客室や施設を整えるので、十数社の業者ではなく一つの計画だけで済みます。`)
};

const ko_lt_hotels_s1_p0 = /** @type {(inputs: Lt_Hotels_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`하드웨어, 가구, 설치 파트너와 협력해 공간을 갖춰 드리므로, 열두 곳의 공급업체 대신 하나의 계획만 다루시면 됩니다.`)
};

/**
* | output |
* | --- |
* | "We work with hardware, furniture and installation partners who can equip your rooms, so you deal with one plan instead of a dozen suppliers." |
*
* @param {Lt_Hotels_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s1_p0 = /** @type {((inputs?: Lt_Hotels_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s1_p0(inputs)
	if (locale === "fr") return fr_lt_hotels_s1_p0(inputs)
	if (locale === "es") return es_lt_hotels_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s1_p0(inputs)
	if (locale === "ja") return ja_lt_hotels_s1_p0(inputs)
	if (locale === "ko") return ko_lt_hotels_s1_p0(inputs)
	return en_lt_hotels_s1_p0(inputs)
});