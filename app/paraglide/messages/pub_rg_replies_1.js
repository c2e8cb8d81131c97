/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Replies_1Inputs */

const en_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner of a LAN center can post one public reply to each review, and edit or delete it. The reviewer is e-mailed when a reply arrives.`)
};

const de_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber eines LAN-Centers können auf jede Bewertung eine öffentliche Antwort schreiben und sie bearbeiten oder löschen. Die verfassende Person wird per E-Mail benachrichtigt, wenn eine Antwort eingeht.`)
};

const fr_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire d'un LAN center peut publier une réponse publique à chaque avis, puis la modifier ou la supprimer. L'auteur de l'avis est prévenu par e-mail lorsqu'une réponse arrive.`)
};

const es_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El dueño de un LAN center puede publicar una respuesta pública a cada reseña, y editarla o eliminarla. El autor de la reseña recibe un correo cuando llega una respuesta.`)
};

const pt_br2_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O dono de um LAN center pode publicar uma resposta pública a cada avaliação, e editá-la ou excluí-la. O autor da avaliação recebe um e-mail quando chega uma resposta.`)
};

const ja_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターのオーナーは、各レビューに公開返信を 1 件投稿でき、編集や削除もできます。返信があるとレビューの投稿者にメールが届きます。`)
};

const ko_pub_rg_replies_1 = /** @type {(inputs: Pub_Rg_Replies_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 소유자는 각 리뷰에 공개 답글을 하나 달 수 있고, 수정하거나 삭제할 수 있습니다. 답글이 달리면 리뷰 작성자에게 이메일이 발송됩니다.`)
};

/**
* | output |
* | --- |
* | "The owner of a LAN center can post one public reply to each review, and edit or delete it. The reviewer is e-mailed when a reply arrives." |
*
* @param {Pub_Rg_Replies_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_replies_1 = /** @type {((inputs?: Pub_Rg_Replies_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Replies_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_replies_1(inputs)
	if (locale === "fr") return fr_pub_rg_replies_1(inputs)
	if (locale === "es") return es_pub_rg_replies_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_replies_1(inputs)
	if (locale === "ja") return ja_pub_rg_replies_1(inputs)
	if (locale === "ko") return ko_pub_rg_replies_1(inputs)
	return en_pub_rg_replies_1(inputs)
});