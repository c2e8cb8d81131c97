/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Rights_P1Inputs */

const en_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may ask for a copy of your data, its correction or its deletion, and object to its use. Write to us at the address below and we answer within 30 days.`)
};

const de_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst eine Kopie deiner Daten, ihre Berichtigung oder Löschung verlangen und ihrer Nutzung widersprechen. Schreib uns an die unten stehende Adresse; wir antworten innerhalb von 30 Tagen.`)
};

const fr_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez demander une copie de vos données, leur rectification ou leur suppression, et vous opposer à leur utilisation. Écrivez-nous à l’adresse ci-dessous : nous répondons sous 30 jours.`)
};

const es_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes pedir una copia de tus datos, su corrección o su eliminación, y oponerte a su uso. Escríbenos a la dirección de abajo y te responderemos en un plazo de 30 días.`)
};

const pt_br2_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode pedir uma cópia dos seus dados, a correção ou a exclusão deles, e se opor ao uso. Escreva para o endereço abaixo e responderemos em até 30 dias.`)
};

const ja_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご自身のデータのコピー、訂正、削除を求めることができ、その利用に異議を申し立てることもできます。下記のアドレスまでご連絡いただければ、30日以内に回答します。`)
};

const ko_prv_rights_p1 = /** @type {(inputs: Prv_Rights_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`본인 데이터의 사본, 정정, 삭제를 요청하고 그 이용에 반대할 수 있습니다. 아래 주소로 연락 주시면 30일 이내에 답변드립니다.`)
};

/**
* | output |
* | --- |
* | "You may ask for a copy of your data, its correction or its deletion, and object to its use. Write to us at the address below and we answer within 30 days." |
*
* @param {Prv_Rights_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_rights_p1 = /** @type {((inputs?: Prv_Rights_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Rights_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_rights_p1(inputs)
	if (locale === "fr") return fr_prv_rights_p1(inputs)
	if (locale === "es") return es_prv_rights_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_rights_p1(inputs)
	if (locale === "ja") return ja_prv_rights_p1(inputs)
	if (locale === "ko") return ko_prv_rights_p1(inputs)
	return en_prv_rights_p1(inputs)
});